-- Point-in-polygon for GeoJSON (Multi)Polygons given as jsonb: the embedded fallback of the polygon
-- filter (docs/decisions/0015-postgis-and-benchmarks.md). It follows PostGIS ST_Covers' point-in-
-- polygon step by step, with the same floating-point arithmetic, so both give identical answers:
-- a winding number per ring; a point exactly on any ring (side = 0 within the edge's box) is
-- covered; a polygon holds the point when its exterior ring does and none of its holes does.
CREATE OR REPLACE FUNCTION gw_point_in_polygon(px double precision, py double precision, geom jsonb)
RETURNS boolean
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  polygons jsonb;
  poly jsonb;
  ring jsonb;
  p int;
  r int;
  i int;
  wn int;
  side double precision;
  x1 double precision; y1 double precision; x2 double precision; y2 double precision;
  inside boolean;
BEGIN
  IF geom->>'type' = 'Polygon' THEN
    polygons := jsonb_build_array(geom->'coordinates');
  ELSIF geom->>'type' = 'MultiPolygon' THEN
    polygons := geom->'coordinates';
  ELSE
    RETURN false;
  END IF;
  FOR p IN 0 .. jsonb_array_length(polygons) - 1 LOOP
    poly := polygons->p;
    inside := false;
    FOR r IN 0 .. jsonb_array_length(poly) - 1 LOOP
      ring := poly->r;
      wn := 0;
      x2 := (ring->0->>0)::double precision;
      y2 := (ring->0->>1)::double precision;
      FOR i IN 1 .. jsonb_array_length(ring) - 1 LOOP
        x1 := x2; y1 := y2;
        x2 := (ring->i->>0)::double precision;
        y2 := (ring->i->>1)::double precision;
        side := (x2 - x1) * (py - y1) - (px - x1) * (y2 - y1);
        IF side = 0 AND px >= least(x1, x2) AND px <= greatest(x1, x2)
           AND py >= least(y1, y2) AND py <= greatest(y1, y2) THEN
          RETURN true; -- on the boundary (of the exterior or of a hole): covered
        END IF;
        IF y1 <= py AND py < y2 AND side > 0 THEN
          wn := wn + 1;
        ELSIF y2 <= py AND py < y1 AND side < 0 THEN
          wn := wn - 1;
        END IF;
      END LOOP;
      IF r = 0 THEN
        inside := wn <> 0;
        EXIT WHEN NOT inside; -- outside the exterior ring: its holes do not matter
      ELSIF wn <> 0 THEN
        inside := false; -- inside a hole: outside this polygon (another one may hold the point)
        EXIT;
      END IF;
    END LOOP;
    IF inside THEN
      RETURN true;
    END IF;
  END LOOP;
  RETURN false;
END;
$$;
--> statement-breakpoint
-- The polygon filter's one entry point. Here the fallback above; on a PostgreSQL server with PostGIS
-- the server replaces it at start with an inlinable ST_Covers over a GiST-indexed point expression
-- (apps/server/src/modules/voters/geography.ts).
CREATE OR REPLACE FUNCTION gw_polygon_covers(px double precision, py double precision, geom jsonb)
RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT gw_point_in_polygon(px, py, geom)
$$;
