// The entry of the builds (scripts/build.mjs): `node dist/server/brigade.cjs [command]` and `dist/brigade`.
import { main } from './brigade';

main();
