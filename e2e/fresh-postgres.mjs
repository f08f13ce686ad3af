// Drops and re-creates the database named in E2E_DATABASE_URL, so the end-to-end run on PostgreSQL
// starts from nothing, as the embedded run does (the server then migrates and seeds it).
import pg from 'pg';

const url = new URL(process.env.E2E_DATABASE_URL);
const name = url.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
const maintenance = new URL(url);
maintenance.pathname = '/postgres';
const client = new pg.Client({ connectionString: maintenance.toString() });
await client.connect();
try {
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
} finally {
  await client.end();
}
