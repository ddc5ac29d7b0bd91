/** The control panel's plan editing adapters and use cases (edit, clone, rules, audit trail). */
import { createPlanAdminUseCases } from '../../../application/plan-admin/use-cases';
import { createHttpPlanAdminGateway } from '../../http/plan-admin.http';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { bindHttpOnce, bindPlanCatalog } from './shared';

export const planAdminFeature: FeatureModule<'planAdmin'> = {
  bind(container, options) {
    bindPlanCatalog(container, options);
    bindHttpOnce(container, options, TOKENS.PlanAdminGateway, createHttpPlanAdminGateway);
  },
  useCases: (container) =>
    createPlanAdminUseCases({ planAdmin: container.get(TOKENS.PlanAdminGateway), catalog: container.get(TOKENS.PlanCatalog) }),
};
