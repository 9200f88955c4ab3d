-- Distances between postcode districts use earthdistance (on top of cube); PGlite ships both.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
