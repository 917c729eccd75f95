-- A member back from a hosted gateway's page (GET /api/payment/return) is matched to the payment by the gateway's order id.
create index payments_gateway_order on payments (gateway, gateway_order_id) where gateway_order_id is not null;
