-- docs/decisions/114: a deleted gallery image stays restorable (Undo) for a short window, then goes for good.
-- docs/decisions/115: a card's provider fingerprint (same number, same fingerprint) keeps one card from being saved twice.
ALTER TABLE "photo" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_method" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "local_card" ADD COLUMN "fingerprint" text;
