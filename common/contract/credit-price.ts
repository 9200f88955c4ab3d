// Plain values, no schemas: the subscription terms read this without loading zod (decision 044).

/**
 * What a credit costs on pay as you go, in pence before VAT (spec "credit cost default 150";
 * decisions 026 and 065). The subscription terms and the pay-as-you-go card both show it from here.
 */
export const PAYG_CREDIT_PENCE = 150;
