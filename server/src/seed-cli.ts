/**
 * `npm run seed`: migrate and add the demo users to the database of the configuration —
 * PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR (which must not be in use).
 */
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './seed';
import { seedTableUpdates } from './catalog/table-updates-seed';
import { seedCatalog } from './catalog-seed';
import { seedPlanExtras } from './plan-extras-seed';

async function run(): Promise<number> {
  const config = loadConfig();
  for (const warning of config.warnings) console.warn(warning);
  const handle = await openDatabase(config);
  try {
    await handle.migrate();
    const { created } = await seedDemoData(handle.db, { bcryptRounds: config.bcryptRounds });
    const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`;
    const catalog = await seedCatalog(handle.db, { scale: 'full' });
    const calendar = await seedTableUpdates(handle.db, new Date());
    console.log(`Calendário de atualizações de tabelas: ${calendar.toLocaleString('pt-BR')} linhas.`);
    await seedPlanExtras(handle.db);
    console.log(
      catalog.kind === 'seeded'
        ? `Catálogo de planos criado em ${target}: ${catalog.rows.toLocaleString('pt-BR')} linhas em ${((catalog.buildMs + catalog.insertMs) / 1000).toFixed(1)} s.\n${catalog.summaries.map((summary) => `  ${summary}`).join('\n')}`
        : `O catálogo de planos já existe em ${target}; nada a fazer.`,
    );
    console.log(
      created.length > 0
        ? `Usuários de demonstração criados em ${target}: ${created.join(', ')} (senha ${DEMO_PASSWORD}).`
        : `Os ${DEMO_LOGINS.length} usuários de demonstração já existem em ${target}; nada a fazer.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    else console.error(`Falha no seed / seed failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
