// Plain numbers, no schemas: the lead trades step reads its limit without loading zod (decision 044).
export const DEFAULT_TRADE_LIMIT = 4;
export const LEAD_TRADE_LIMIT = 2;
