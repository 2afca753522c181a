// Test support shared by the packages' tests (`@brigade/db/testing`): never imported by the app.
export { adminQuery, databaseUrl, findPostgresBin, startTestPostgres, type TestPostgres } from './postgres-server';
export { freshPostgresDatabase, testDialect, TEMPLATE_DATABASE } from './test-database';
export { mountSmallFilesystem, type MountedFilesystem, type SmallFilesystem } from './small-filesystem';
