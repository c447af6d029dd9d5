ALTER TABLE "mail_outbox" ADD COLUMN "secret_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "secret_link" = true WHERE "kind" IN ('account-verification', 'password-reset');--> statement-breakpoint
UPDATE "mail_outbox" SET "text_body" = 'This mail held a personal link that signs its reader in or sets a password; its text was deleted after sending.' WHERE "secret_link" AND "status" = 'sent';
