ALTER TYPE "public"."platform" ADD VALUE 'google_business';--> statement-breakpoint
ALTER TYPE "public"."credit_platform" ADD VALUE 'google_business';