// Korean business registration number (사업자등록번호): NNN-NN-NNNNN, whose last digit checks the
// other nine. Zod-free, so the browser checks a number with the rule the API applies (contracts/member.ts).

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The ten digits of a number typed with or without hyphens; null when it is not ten digits in the 3-2-5 shape. */
export function businessDigits(value: string): string | null {
  const trimmed = value.trim();
  return /^\d{3}-?\d{2}-?\d{5}$/.test(trimmed) ? trimmed.replace(/-/g, '') : null;
}

/** Whether the tenth digit is the check digit of the first nine (National Tax Service rule). */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = WEIGHTS.reduce((acc, w, i) => acc + Number(digits[i]) * w, 0);
  sum += Math.floor((Number(digits[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10 === Number(digits[9]);
}

/** The ten digits of a number whose first nine are `nine`: the NTS check digit appended. */
export function withCheckDigit(nine: string): string {
  if (!/^\d{9}$/.test(nine)) throw new Error(`withCheckDigit: nine digits expected, got ${JSON.stringify(nine)}`);
  return Array.from({ length: 10 }, (_, d) => `${nine}${d}`).find(hasValidCheckDigit)!;
}

/** NNN-NN-NNNNN */
export function formatBusinessNumber(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
