ALTER TABLE "client_vouchers" ADD COLUMN "spent" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "client_voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "returned_to_voucher" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_vouchers" ADD CONSTRAINT "client_vouchers_spent_within_value" CHECK ("client_vouchers"."spent" >= 0 and "client_vouchers"."spent" <= "client_vouchers"."value");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_returned_within_amount" CHECK ("order_payments"."returned_to_voucher" >= 0 and "order_payments"."returned_to_voucher" <= "order_payments"."amount");