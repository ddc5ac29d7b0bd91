/**
 * Lower-case, accents off, every run of other characters than a–z and 0–9 one space, trimmed
 * ('São José dos Campos' → 'sao jose dos campos'): how the real-tables conversion compares
 * names (operators, plans, regions, municipalities, administradoras).
 */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
