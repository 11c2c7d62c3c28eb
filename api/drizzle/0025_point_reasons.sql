ALTER TABLE "point_ledger" ADD COLUMN "reason" text;--> statement-breakpoint
-- Rows written before: the reason their Korean title was written for (the texts the server and the demo seed wrote). Others stay null and read by their kind.
UPDATE "point_ledger" SET "reason" = CASE
  WHEN "title" = '신규 가입 적립금' THEN 'SIGNUP_BONUS'
  WHEN "title" = '리뷰 작성 적립' THEN 'REVIEW_REWARD'
  WHEN "title" = '어썸 멤버십 가입 축하 적립' THEN 'MEMBERSHIP_WELCOME'
  WHEN "title" LIKE '%멤버십 캐시백' THEN 'MEMBERSHIP_CASHBACK'
  WHEN "title" LIKE '%복지포인트 지급' THEN 'WELFARE_GRANT'
  WHEN "title" LIKE '예약 부분 취소 반환%' THEN 'BOOKING_PART_CANCEL_REFUND'
  WHEN "action_type" = 'CANCEL' AND "order_num" IS NOT NULL THEN 'BOOKING_CANCEL_REFUND'
  WHEN "action_type" = 'USE' AND "order_num" IS NOT NULL THEN 'BOOKING_USE'
  WHEN "action_type" = 'EXPIRE' AND "point_type" = 'USER_POINT' THEN 'WELFARE_EXPIRED'
  WHEN "action_type" = 'EXPIRE' THEN 'EXPIRED'
END WHERE "reason" IS NULL;
