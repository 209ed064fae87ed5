-- 1
with fulltext as materialized (select p.id, p.filter_keys, p.sort_name, p.created_at, p.sku,
      (case when p.head @@ $1::tsquery then 1 when p.head @@ $2::tsquery then 2 else 3 end) as tier, (ts_rank(p.head, $3::tsquery) + ts_rank(p.head, $4::tsquery)) as rank
from "product_search" p
where (search_with_name_prefixes(p.head) || p.words) @@ $5::tsquery
    ), 
      coded as materialized (
select r.id, min(m.tier) as tier, max(case when r.id = m.id then 100 else 99 end)::real as rank
from (select p.id, p.parent_id, k.tier
from (select product_id, min(tier) as tier
from (select c.product_id, -3 as tier
from product_code c
where c.code = any($6::text[])
union all (select c.product_id, -2 as tier
from product_code c
where c.code like $7
order by c.code
limit $8)
union all (select c.product_id, -1 as tier
from product_code c
where reverse(c.code) like $9
limit $10)
union all (select c.product_id, 0 as tier
from product_code c
where c.code like $11
limit $12)) k
group by product_id) k
          join product p on p.id = k.product_id
where p.status
and not p.archived) m
left join product v on v.id = m.parent_id
cross join lateral (values (m.id), (coalesce(v.parent_id, m.parent_id))) r(id)
where r.id is not null
group by r.id),
    base as materialized (select p.id, p.filter_keys, p.sort_name, p.created_at, p.sku, c.tier, c.rank
from product p join coded c on c.id = p.id
where (p.status
and not p.archived
and p.parent_id is null)
union all
select *
from fulltext f
where not exists (select 1
from coded c
where c.id = f.id)),
    matched as not materialized (select *
from base)
select (select coalesce(json_agg(id), '[]')
from (
select p.id
from matched p
order by p.tier, p.rank desc, p.sort_name, p.id
limit $13
offset $14) page) as ids
      , (select count(*)::int
from matched) as total;
