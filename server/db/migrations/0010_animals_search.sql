CREATE INDEX "animals_name_trgm_idx" ON "animals" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "animals_microchip_trgm_idx" ON "animals" USING gin ("microchip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "animals_registration_name_trgm_idx" ON "animals" USING gin ("registration_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "animals_registration_number_trgm_idx" ON "animals" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kits_barcode_trgm_idx" ON "kits" USING gin ("barcode" gin_trgm_ops);