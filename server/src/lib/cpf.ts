/** Brazilian CPF numbers (digits only). */

/**
 * The two check digits of a CPF base (mod-11 algorithm of the Receita Federal).
 * @param base the first 9 digits, e.g. "111444777".
 * @returns the 2 check digits, e.g. "35" for base "111444777" (CPF 111.444.777-35).
 * @throws Error if `base` is not 9 digits.
 */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`CPF base must be 9 digits, got "${base}"`);
  const digits = [...base].map(Number);
  const next = (values: number[]): number => {
    const weightStart = values.length + 1;
    const sum = values.reduce((total, digit, index) => total + digit * (weightStart - index), 0);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = next(digits);
  const second = next([...digits, first]);
  return `${first}${second}`;
}

/** A full 11-digit CPF from its 9-digit base. */
export function cpfFromBase(base: string): string {
  return base + cpfCheckDigits(base);
}

/** Whether `cpf` is 11 digits, not all equal, with correct check digits. */
export function isValidCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  return cpfFromBase(cpf.slice(0, 9)) === cpf;
}
