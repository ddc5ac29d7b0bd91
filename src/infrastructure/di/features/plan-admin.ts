/** The control panel's plan editing adapters and use cases (edit, clone, rules, audit trail). */
import { ContainerModule } from 'inversify';
import { createPlanAdminUseCases } from '../../../application/plan-admin/use-cases';
import { createHttpPlanAdminGateway } from '../../http/plan-admin.http';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { planCatalogHttpModule } from './shared';

const planAdminHttpModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.PlanAdminGateway).toResolvedValue(createHttpPlanAdminGateway, [TOKENS.HttpClient]);
});

export const planAdminFeature: FeatureModule<'planAdmin'> = {
  modules: { local: [], http: [planCatalogHttpModule, planAdminHttpModule] },
  useCases: (container) =>
    createPlanAdminUseCases({ planAdmin: container.get(TOKENS.PlanAdminGateway), catalog: container.get(TOKENS.PlanCatalog) }),
};
