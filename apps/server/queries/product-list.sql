-- 1
select "key", "count"
from "facet_count";

-- 2
select p.id
from product p
where (p.status
and not p.archived
and p.parent_id is null)
order by p.sort_name asc nulls last, p.id
limit $1
offset $2;
