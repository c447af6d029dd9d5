CREATE TABLE "invoice_debtors" (
	"key" text PRIMARY KEY NOT NULL,
	"account" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_debtors_account_key" UNIQUE("account"),
	CONSTRAINT "invoice_debtors_account_check" CHECK ("invoice_debtors"."account" between 10000 and 69999)
);
