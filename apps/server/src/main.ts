// Starts the server from sources (`pnpm dev`); builds start from bin.ts. Same code either way.
import { main } from './brigade';

main(['serve']);
