// The command line from sources (tsx): `pnpm brigade promote <user> host`, `backup <file>`, ...
import { main } from './brigade';

main();
