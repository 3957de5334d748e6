/** SPEC §5: what the formatters show for nothing, and for what is not a number. */
export const DASH = '-';
export const NOT_AVAILABLE = 'N/A';
export const INVALID_NUMBER_MESSAGE = 'Invalid input: value must be a number or a numeric string.';
