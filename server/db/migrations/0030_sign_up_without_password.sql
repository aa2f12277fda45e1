-- A password typed at sign-up is never kept: the account's is chosen on the confirmation page. Pending sign-ups stay valid.
ALTER TABLE "sign_up_requests" DROP COLUMN "password_hash";