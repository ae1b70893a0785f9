CREATE UNIQUE INDEX "user_email_key" ON "user" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "box_types_name_key" ON "box_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cuisines_name_key" ON "cuisines" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "menu_categories_name_key" ON "menu_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_name_key" ON "team_members" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "collection_points_name_key" ON "collection_points" USING btree (lower("name"));