-- One web order's statements as the server sends them (a festival box line, an offer code, the
-- invoice numbered with the COMMIT), for `pgbench -f` on a database the rush bench filled: -D template=
-- a stored order to copy (its lines, total, offer), box= a counted product, offer= an offer's id.
-- bench/rush.mjs runs it at each rate's concurrency, beside the same orders through nginx and the
-- instances: what PostgreSQL alone takes for the same work.
\set key random(1, 2000000000)
-- The per-address order limit's count (shared by the instances in PostgreSQL).
INSERT INTO rate_limit_hits (key, hits, window_ends_at) VALUES ('pgbench:' || :client_id || ':' || :key % 1000, 1, 0)
  ON CONFLICT (key) DO UPDATE SET hits = rate_limit_hits.hits + 1 RETURNING hits, window_ends_at;
-- A replay of the key? Then the prices of the cart's products.
SELECT response_status FROM idempotency_keys WHERE scope = 'order' AND key = md5(:key::text || ':' || :client_id);
SELECT id, price_paise, stock_milli, is_available FROM products
  WHERE id IN (SELECT product_id FROM order_lines WHERE order_id = :template) OR id = :box;
SELECT code, type, value, max_uses, uses FROM offers WHERE id = :offer;
BEGIN;
INSERT INTO orders (access_key_hash, customer_name, customer_mobile, status, total_paise, created_at, updated_at,
                    fulfilment, preferred_date, offer_code, offer_id, discount_paise, language, channel)
  SELECT md5(random()::text), 'pgbench', customer_mobile, 0, total_paise, now()::text, now()::text,
         fulfilment, preferred_date, offer_code, offer_id, discount_paise, language, channel
  FROM orders WHERE id = :template
  RETURNING id AS order_id \gset
INSERT INTO order_lines (order_id, product_id, name, variant, quantity, price_paise, position, hsn, gst_rate)
  SELECT :order_id, product_id, name, variant, quantity, price_paise, position, hsn, gst_rate
  FROM order_lines WHERE order_id = :template;
UPDATE products SET stock_milli = stock_milli - 1000 WHERE id = :box AND stock_milli >= 1000 RETURNING stock_milli;
INSERT INTO stock_history (product_id, before_milli, after_milli, reason, actor, order_id, created_at)
  VALUES (:box, 2000, 1000, 'order', 'Order #' || :order_id, :order_id, now()::text);
UPDATE offers SET uses = uses + 1 WHERE id = :offer AND (max_uses IS NULL OR uses < max_uses) RETURNING uses;
INSERT INTO notification_outbox (event_id, kind, subject_id, payload, created_at)
  SELECT md5(random()::text), kind, :order_id, payload, now()::text
  FROM notification_outbox WHERE kind = 'order.placed' ORDER BY id LIMIT 1;
INSERT INTO idempotency_keys (key, scope, request_hash, response_status, response_body, created_at)
  VALUES (md5(random()::text), 'order', md5(random()::text), 201, repeat('x', 160), now()::text);
WITH serial AS (
  INSERT INTO invoice_counters (financial_year, last_number) VALUES ('pgbench', 1)
  ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
  RETURNING last_number::text AS digits
)
UPDATE orders SET invoice_number = 'PGB/' || lpad(digits, 5, '0') FROM serial WHERE orders.id = :order_id RETURNING invoice_number;
COMMIT;
