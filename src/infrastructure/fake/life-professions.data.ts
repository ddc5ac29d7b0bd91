/**
 * The occupations of the fake life service: a subset of the CBO 2002 subgroups (3-digit codes
 * and titles of the Ministério do Trabalho e Emprego's official list, the same source as the
 * service's full list), with the default code 252 (spec point 9) and codes of every
 * occupational class of the premium model (0xx, 6xx-8xx, 9xx). Sorted by description.
 */
import type { LifeProfession } from '../../application/life/life-quote-gateway';

/** Demo occupations: `{code, description}`, sorted by description as the service sorts them (pt-BR collation: 'Técnicos' before 'Trabalhadores'). */
export const FAKE_LIFE_PROFESSIONS: readonly LifeProfession[] = [
  { code: '241', description: 'Advogados, procuradores, tabeliães e afins' },
  { code: '421', description: 'Caixas, bilheteiros e afins' },
  { code: '251', description: 'Cientistas sociais, psicólogos e afins' },
  { code: '782', description: 'Condutores de veículos e operadores de equipamentos de elevação e de movimentação de cargas' },
  { code: '131', description: 'Diretores e gerentes em empresa de serviços de saúde, de educação, ou de serviços culturais, sociais ou pessoais' },
  { code: '951', description: 'Eletricistas eletrônicos de manutenção industrial, comercial e residencial' },
  { code: '214', description: 'Engenheiros, arquitetos e afins' },
  { code: '411', description: 'Escriturários em geral, agentes, assistentes e auxiliares administrativos' },
  { code: '142', description: 'Gerentes de áreas de apoio' },
  { code: '010', description: 'Membros das forças armadas' },
  { code: '031', description: 'Praças de bombeiro militar' },
  { code: '021', description: 'Praças de polícia militar' },
  { code: '231', description: 'Professores de nível superior na educação infantil e no ensino fundamental' },
  { code: '234', description: 'Professores do ensino superior' },
  { code: '261', description: 'Profissionais da comunicação e da informação' },
  { code: '212', description: 'Profissionais da informática' },
  { code: '225', description: 'Profissionais da medicina' },
  { code: '223', description: 'Profissionais da medicina, saúde e afins' },
  { code: '262', description: 'Profissionais de espetáculos e das artes' },
  { code: '252', description: 'Profissionais de organização e administração de empresas e afins' },
  { code: '253', description: 'Profissionais de relações públicas, publicidade, marketing e comercialização' },
  { code: '271', description: 'Profissionais em gastronomia e serviços de alimentação' },
  { code: '322', description: 'Técnicos da ciência da saúde humana' },
  { code: '351', description: 'Técnicos das ciências administrativas' },
  { code: '354', description: 'Técnicos de nível médio em operações comerciais' },
  { code: '317', description: 'Técnicos em informática' },
  { code: '342', description: 'Técnicos em transportes (logística)' },
  { code: '622', description: 'Trabalhadores agrícolas' },
  { code: '715', description: 'Trabalhadores da construção civil e obras públicas' },
  { code: '422', description: 'Trabalhadores de informações ao público' },
  { code: '514', description: 'Trabalhadores nos serviços de administração, conservação e manutenção de edifícios e logradouros' },
  { code: '517', description: 'Trabalhadores nos serviços de proteção e segurança' },
  { code: '524', description: 'Vendedores a domicílio, ambulantes e em bancas' },
  { code: '521', description: 'Vendedores e demonstradores' },
];
