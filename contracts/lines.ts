// The revenue and cost lines of the operator's monthly accounts (DOMAIN.md), without zod: the
// browser's report screens import them, and zod's eval probe would break the page's CSP.
export const revenueLineKeys = ['room', 'fnb', 'facility', 'other'] as const;
export const costLineKeys = ['labor', 'utilities', 'supplies', 'laundry', 'repairs', 'commissions', 'card_fees', 'marketing', 'insurance', 'property_tax', 'management_fee', 'ffe_reserve'] as const;
