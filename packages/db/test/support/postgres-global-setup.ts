import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../../src/database';
import { seedDatabase } from '../../src/seed-database';
import { adminQuery, databaseUrl, startTestPostgres } from './postgres-server';
import { TEMPLATE_DATABASE } from './test-database';

/**
 * vitest globalSetup of the projects that run on PostgreSQL: one server per run, and a template
 * database migrated and seeded once (every test database is a copy of it: CREATE DATABASE …
 * TEMPLATE is much faster than migrating and seeding each time).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestPostgres();
  try {
    await adminQuery(server.adminUrl, [`drop database if exists ${TEMPLATE_DATABASE}`, `create database ${TEMPLATE_DATABASE}`]);
    const db = openDatabase(databaseUrl(server.adminUrl, TEMPLATE_DATABASE));
    try {
      await migrateToLatest(db);
      await seedDatabase(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('brigadePostgresUrl', server.adminUrl);
  return () => server.stop();
}
