export { createServer, type BrigadeServer, type ServerOptions } from './create-server';
export { readEnv, type Env } from './env';
export { serve } from './commands/serve';
