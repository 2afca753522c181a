import { createServer } from './create-server';
import { fromLaunchDir, readEnv } from './env';
import { lanAddresses, publicBaseUrl } from './lan';

const env = readEnv();
const server = await createServer({
  databasePath: fromLaunchDir(env.DATABASE_PATH),
  clockScale: env.BRIGADE_CLOCK_SCALE,
  config: {
    publicUrl: publicBaseUrl(env.PUBLIC_URL, env.PORT),
    importAllowPrivate: env.BRIGADE_IMPORT_ALLOW_PRIVATE,
    ai: { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.BRIGADE_AI_MODEL },
  },
  rateLimits: { failedLoginsPerMinute: env.BRIGADE_LOGIN_RATE_LIMIT, registrationsPerHour: env.BRIGADE_REGISTER_RATE_LIMIT },
  webDist: env.BRIGADE_WEB_DIST,
  planBudgetMs: env.BRIGADE_PLAN_BUDGET_MS,
  logLevel: env.LOG_LEVEL,
});
const localUrl = await server.start(env.PORT, env.HOST);
// PORT=0 picks a free port: print the one actually bound.
const port = new URL(localUrl).port;

const lines = [
  '',
  '  Brigade is ready.',
  `  On this computer:        http://localhost:${port}`,
  ...lanAddresses().map((a) => `  Phones on the same Wi-Fi: http://${a}:${port}`),
  `  Join links and QR codes use ${server.deps.config.publicUrl}`,
  env.BRIGADE_CLOCK_SCALE !== 1 ? `  Kitchen clock runs ${env.BRIGADE_CLOCK_SCALE}x faster (BRIGADE_CLOCK_SCALE).` : '',
  '',
];
console.log(lines.filter((l, i) => l !== '' || i === 0 || i === lines.length - 1).join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
