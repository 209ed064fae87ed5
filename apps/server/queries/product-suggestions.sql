-- 1
with 
    base as materialized (select p.id, p.filter_keys, p.sort_name, p.created_at, p.sku,
      (case when p.head @@ $1::tsquery then 1 when p.head @@ $2::tsquery then 2 else 3 end) as tier, (ts_rank(p.head, $3::tsquery) + ts_rank(p.head, $4::tsquery)) as rank
from "product_search" p
where (search_with_name_prefixes(p.head) || p.words) @@ $5::tsquery
limit $6),
    matched as not materialized (select *
from base)
select (select coalesce(json_agg(id), '[]')
from (
select p.id
from matched p
order by p.tier, p.rank desc, p.sort_name, p.id
limit $7
offset $8) page) as ids;
