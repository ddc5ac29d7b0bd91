/** The table updates feature's adapter and use cases (calendar, badge, resume, forecasts, table import, operator import). */
import { ContainerModule } from 'inversify';
import { createTableUpdatesUseCases } from '../../../application/table-updates/use-cases';
import { createHttpTableUpdatesGateway } from '../../http/table-updates.http';
import { createHttpOperatorImports } from '../../http/operator-imports.http';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';

const tableUpdatesHttpModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.TableUpdatesGateway).toResolvedValue(createHttpTableUpdatesGateway, [TOKENS.HttpClient]);
  bind(TOKENS.OperatorImportGateway).toResolvedValue(createHttpOperatorImports, [TOKENS.HttpClient]);
});

export const tableUpdatesFeature: FeatureModule<'tableUpdates'> = {
  modules: { local: [], http: [tableUpdatesHttpModule] },
  useCases: (container) => createTableUpdatesUseCases({ tableUpdates: container.get(TOKENS.TableUpdatesGateway), operatorImports: container.get(TOKENS.OperatorImportGateway) }),
};
