-- Point-in-polygon for GeoJSON (Multi)Polygons given as jsonb, identical on PGlite and PostgreSQL.
-- A point on an edge or vertex counts as inside (the semantics of PostGIS ST_Covers); holes are
-- handled by the even-odd rule over all rings of a polygon.
CREATE OR REPLACE FUNCTION gw_point_in_polygon(px double precision, py double precision, geom jsonb)
RETURNS boolean
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  polygons jsonb;
  poly jsonb;
  ring jsonb;
  n int;
  i int;
  x1 double precision; y1 double precision; x2 double precision; y2 double precision;
  inside boolean;
  eps constant double precision := 1e-12;
BEGIN
  IF geom->>'type' = 'Polygon' THEN
    polygons := jsonb_build_array(geom->'coordinates');
  ELSIF geom->>'type' = 'MultiPolygon' THEN
    polygons := geom->'coordinates';
  ELSE
    RETURN false;
  END IF;
  FOR poly IN SELECT value FROM jsonb_array_elements(polygons) LOOP
    inside := false;
    FOR ring IN SELECT value FROM jsonb_array_elements(poly) LOOP
      n := jsonb_array_length(ring);
      FOR i IN 0 .. n - 2 LOOP
        x1 := (ring->i->>0)::double precision; y1 := (ring->i->>1)::double precision;
        x2 := (ring->(i+1)->>0)::double precision; y2 := (ring->(i+1)->>1)::double precision;
        -- On the edge: collinear and within the segment's box.
        IF abs((x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)) <= eps
           AND px BETWEEN least(x1, x2) - eps AND greatest(x1, x2) + eps
           AND py BETWEEN least(y1, y2) - eps AND greatest(y1, y2) + eps THEN
          RETURN true;
        END IF;
        IF ((y1 > py) <> (y2 > py)) AND (px < (x2 - x1) * (py - y1) / (y2 - y1) + x1) THEN
          inside := NOT inside;
        END IF;
      END LOOP;
    END LOOP;
    IF inside THEN
      RETURN true;
    END IF;
  END LOOP;
  RETURN false;
END;
$$;
