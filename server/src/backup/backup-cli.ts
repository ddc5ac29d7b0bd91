/**
 * `npm run backup -- FILE` / `npm run restore -- FILE` (backup.ts): the embedded database of
 * DATA_DIR and its uploaded files. Stop the server first (PGlite admits one process per
 * folder); restore into an empty DATA_DIR, then `npm start`. With DATABASE_URL, use pg_dump.
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { backupDataDir, BackupError, restoreDataDir } from './backup';

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Uso / usage: npm run backup -- ARQUIVO   |   npm run restore -- ARQUIVO');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL está definido: use as ferramentas do PostgreSQL (pg_dump -Fc "$DATABASE_URL" > cotador.dump; pg_restore) e copie DATA_DIR/media (docs/deploy.md).\n' +
        'DATABASE_URL is set: use pg_dump / pg_restore and copy DATA_DIR/media.',
    );
    return 1;
  }
  if (command === 'backup') {
    const { mediaFiles, databaseBytes } = await backupDataDir(config.dataDir, file);
    console.log(`Backup de ${config.dataDir} gravado em ${file} (banco: ${Math.round(databaseBytes / 1024)} KiB, arquivos enviados: ${mediaFiles}).`);
  } else {
    const { mediaFiles } = await restoreDataDir(file, config.dataDir);
    console.log(`Backup ${file} restaurado em ${config.dataDir} (arquivos enviados: ${mediaFiles}). Rode \`npm start\`.`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof DataDirLockedError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
