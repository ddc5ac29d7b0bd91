/**
 * The occupations of the fake life service: the service's own CBO 2002 subgroups
 * (src/domain/life/cbo-2002-subgrupos.json, one list for both), narrowed to a demo subset with
 * the default code 252 (spec point 9) and codes of every occupational class of the premium model
 * (0xx, 6xx-8xx, 9xx), sorted by description as the service sorts them (pt-BR collation).
 */
import type { LifeProfession } from '../../application/life/life-quote-gateway';
import cbo from '../../domain/life/cbo-2002-subgrupos.json';

const DEMO_CODES = new Set(['010', '021', '031', '131', '142', '212', '214', '223', '225', '231', '234', '241', '251', '252', '253', '261', '262', '271', '317', '322', '342', '351', '354', '411', '421', '422', '514', '517', '521', '524', '622', '715', '782', '951']);

/** Demo occupations: `{code, description}`. */
export const FAKE_LIFE_PROFESSIONS: readonly LifeProfession[] = cbo.items.filter((item) => DEMO_CODES.has(item.code)).sort((a, b) => a.description.localeCompare(b.description, 'pt-BR'));
