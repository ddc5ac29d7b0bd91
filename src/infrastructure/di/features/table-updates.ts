/** The table updates feature's adapter and use cases (calendar, badge, resume, forecasts, table import, operator import). */
import { createTableUpdatesUseCases } from '../../../application/table-updates/use-cases';
import { createHttpTableUpdatesGateway } from '../../http/table-updates.http';
import { createHttpOperatorImports } from '../../http/operator-imports.http';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { bindHttpOnce } from './shared';

export const tableUpdatesFeature: FeatureModule<'tableUpdates'> = {
  bind(container, options) {
    bindHttpOnce(container, options, TOKENS.TableUpdatesGateway, createHttpTableUpdatesGateway);
    bindHttpOnce(container, options, TOKENS.OperatorImportGateway, createHttpOperatorImports);
  },
  useCases: (container) => createTableUpdatesUseCases({ tableUpdates: container.get(TOKENS.TableUpdatesGateway), operatorImports: container.get(TOKENS.OperatorImportGateway) }),
};
