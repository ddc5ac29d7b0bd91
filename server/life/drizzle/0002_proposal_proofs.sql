CREATE TABLE "life"."proposal_openings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"proposal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "life"."proposals" ADD COLUMN "failed_proofs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "life"."proposal_openings" ADD CONSTRAINT "proposal_openings_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "life"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "life_proposal_openings_proposal_idx" ON "life"."proposal_openings" USING btree ("proposal_id","at");