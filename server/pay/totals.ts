import { sql, type SQL } from 'drizzle-orm';
import type { CartEntryKind } from '../../registry/orders';
import type { PayPeriod } from '../../registry/pay';
import { SHARE_SCALE } from '../../registry/lineShares';
import { withAggregationMemory } from '../db/aggregation';
import type { Database } from '../db/database';
import type { Minor } from '../db/money';
import { orderLineStaff, orderLines, orders, products, services } from '../db/schema';
import {
  commissionableOf,
  lineCommissions,
  tierBands,
  tieredServiceLines,
  type CommissionedLine,
} from './commission';
import { creditedLinesIn, creditedOrdersIn, lineCategoryIds, lineItemId } from './creditedLines';
import { periodFacts, statementFigures, type PayStatementTotals, type SoldTotals } from './figures';
import { tipsByEmployee } from './tips';
import {
  refundedIn,
  type PayBusiness,
  type PayEmployee,
  type Plan,
  type WorkedLine,
} from './statement';

const uuids = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
const texts = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
/** An integer of ours (minor units, hundredths of a percent) written into the SQL. */
const integer = (value: number) => sql.raw(String(Math.trunc(value)));

/** The staff on each plan whose service lines follow tiers, with the lines that do not. */
const tieredPlansOf = (employees: PayEmployee[], plans: Map<string, Plan>) =>
  [...plans.values()].flatMap((plan) => {
    const tiered = tieredServiceLines(plan);
    const employeeIds = employees
      .filter((employee) => employee.commissionPlanId === plan.id)
      .map((employee) => employee.id);
    if (!tiered || !employeeIds.length) return [];
    return [{ ...tiered, employeeIds, bands: tierBands(plan, plan.rates.service!.value) }];
  });
type TieredPlan = ReturnType<typeof tieredPlansOf>[number];

/** Whether a credited line follows its staff member's tiers (`lineCommissions`' rule). */
const followsTiers = (tiered: TieredPlan[]): SQL =>
  tiered.length
    ? sql`(${orderLines.kind} = 'service' and (${sql.join(
        tiered.map(
          (plan) =>
            sql`(${orderLineStaff.employeeId} = any(${uuids(plan.employeeIds)})
              and not coalesce(${lineItemId} = any(${texts(plan.exceptItemIds)}), false)
              and not coalesce(${services.categoryIds} && ${uuids(plan.exceptCategoryIds)}, false))`,
        ),
        sql` or `,
      )}))`
    : sql`false`;

/**
 * A tiered line's commission from the running total of its staff member's tiered lines up to
 * and including it (`running_total`): each band's overlap times its hundredths of a percent,
 * rounded half up once (as `tieredCommission`).
 */
const tierCommission = (tiered: TieredPlan[]): SQL => {
  const weighted = (bands: TieredPlan['bands']) =>
    sql.join(
      bands.map((band, index) => {
        const next = bands[index + 1];
        const upTo = next ? sql`least(running_total, ${integer(next.from)})` : sql`running_total`;
        return sql`greatest(${upTo} - greatest(running_total - commissionable, ${integer(band.from)}), 0) * ${integer(band.points)}`;
      }),
      sql` + `,
    );
  return sql`case ${sql.join(
    tiered.map(
      (plan) =>
        sql`when employee_id = any(${uuids(plan.employeeIds)}) then floor((${weighted(plan.bands)} + 5000) / 10000)`,
    ),
    sql` `,
  )} end`;
};

/** `round(amount x share_to) - round(amount x share_from)` in SQL, half up like `partOfShare`. */
const partOfShare = (amountMinor: SQL) =>
  sql`floor(${amountMinor} * ${orderLineStaff.shareTo} + 0.5) - floor(${amountMinor} * ${orderLineStaff.shareFrom} + 0.5)`;

interface GroupRow {
  employee_id: string;
  line_id: string | null;
  kind: CartEntryKind;
  item_id: string | null;
  category_ids: string | null;
  quantity: number;
  share_from: string;
  share_to: string;
  commissionable: string;
  tiered: boolean;
  lines: number;
  net: string;
  deduction: string;
  tier_commission: string;
}

/**
 * The period's credited lines added up in one statement: grouped by staff member and by all a
 * line's commission depends on (kind, item, categories, quantity, share, commissionable amount),
 * so each group's commission is one line's times the count. Service lines under tiers need the
 * running total in sale order: a window over each staff member's tiered lines gives it, and
 * their commission is worked there. The tiered lines of `refundedOrderIds` come back one by one
 * as well (`line_id`), for the commission their refunds reverse.
 */
const groupedLines = async (
  db: Database,
  business: PayBusiness,
  period: PayPeriod,
  employeeIds: string[],
  tiered: TieredPlan[],
  refundedOrderIds: string[],
): Promise<GroupRow[]> => {
  const net = partOfShare(sql`(${orderLines.taxable} - ${orderLines.tax}) * 100`);
  const deduction = partOfShare(
    sql`coalesce(${services.supplyCharge}, 0) * 100 * ${orderLines.quantity}`,
  );
  const columns = sql`employee_id, kind, item_id, category_ids, quantity, share_from, share_to, commissionable, tiered`;
  const worked = sql`order_id, line_id, ${columns}, net, deduction`;
  const shown = sql`employee_id, kind, item_id, category_ids, quantity, share_from::text,
    share_to::text, commissionable::text, tiered`;
  const result = await withAggregationMemory(db, (tx) =>
    tx.execute(sql`
    with credited as (
      select ${orderLineStaff.employeeId} as employee_id, ${orders.id} as order_id,
             ${orderLines.id} as line_id, ${orders.fulfilledAt} as fulfilled_at,
             ${orders.orderNo} as order_no, ${orderLines.kind} as kind, ${lineItemId} as item_id,
             ${lineCategoryIds} as category_ids, ${orderLines.quantity} as quantity,
             ${orderLineStaff.shareFrom} as share_from, ${orderLineStaff.shareTo} as share_to,
             ${net} as net,
             case when ${orderLines.kind} = 'service' then ${deduction} else 0 end as deduction,
             ${followsTiers(tiered)} as tiered
      from ${orderLines}
      join ${orderLineStaff} on ${orderLineStaff.businessId} = ${orderLines.businessId}
        and ${orderLineStaff.orderLineId} = ${orderLines.id}
      join ${orders} on ${orders.businessId} = ${orderLines.businessId}
        and ${orders.id} = ${orderLines.orderId}
      left join ${services} on ${services.businessId} = ${orderLines.businessId}
        and ${services.id} = ${orderLines.serviceId}
      left join ${products} on ${products.businessId} = ${orderLines.businessId}
        and ${products.id} = ${orderLines.productId}
      where ${orderLines.businessId} = ${business.businessId}
        and ${orderLineStaff.employeeId} = any(${uuids(employeeIds)})
        and ${creditedOrdersIn(period, business.zone)}
    ),
    worked as (select *, greatest(net - deduction, 0) as commissionable from credited),
    commissioned as (
      select ${worked}, 0::numeric as tier_commission from worked where not tiered
      union all
      select ${worked}, ${tiered.length ? tierCommission(tiered) : sql`0::numeric`}
      from (
        select *, sum(commissionable) over (
          partition by employee_id order by fulfilled_at, order_no, line_id rows unbounded preceding
        ) as running_total
        from worked where tiered
      ) running
    )
    select ${shown}, null::uuid as line_id, count(*)::int as lines,
           sum(net)::text as net, sum(deduction)::text as deduction,
           sum(tier_commission)::text as tier_commission
    from commissioned group by ${columns}
    union all
    select ${shown}, line_id, 1, net::text, deduction::text, tier_commission::text
    from commissioned where tiered and order_id = any(${uuids(refundedOrderIds)})`),
  );
  // Both drivers answer a raw statement with its rows (the type does not say which driver runs).
  return (result as unknown as { rows: GroupRow[] }).rows;
};

/**
 * Each staff member's statement figures for the period, as `workStatements` works them but
 * without listing their lines (docs/areas/pay.md "Totals"): the period's lines are added up by
 * the database (`groupedLines`), only the lines of the orders refunded in the period are read.
 */
export const workStatementTotals = async (
  db: Database,
  business: PayBusiness,
  period: PayPeriod,
  employees: PayEmployee[],
): Promise<PayStatementTotals[]> => {
  const facts = await periodFacts(db, business, period, employees, tipsByEmployee);
  const { ids, plans, refunds } = facts;
  const planOf = (employeeId: string) => {
    const planId = employees.find((employee) => employee.id === employeeId)?.commissionPlanId;
    return planId ? (plans.get(planId) ?? null) : null;
  };
  const refundedOrderIds = [...new Set(refunds.map((refund) => refund.orderId))];
  const [groups, soldOfRefunded] = await Promise.all([
    ids.length
      ? groupedLines(db, business, period, ids, tieredPlansOf(employees, plans), refundedOrderIds)
      : [],
    creditedLinesIn(db, business.businessId, business.zone, period, ids, refundedOrderIds),
  ]);
  const sold = new Map<string, SoldTotals>();
  const tieredCommissions = new Map<string, Minor>();
  for (const group of groups) {
    if (group.line_id) {
      tieredCommissions.set(`${group.employee_id}:${group.line_id}`, Number(group.tier_commission));
      continue;
    }
    const line: CommissionedLine = {
      kind: group.kind,
      itemId: group.item_id,
      categoryIds: group.category_ids ? group.category_ids.split(',') : [],
      quantity: group.quantity,
      share:
        (Math.round(Number(group.share_to) * SHARE_SCALE) -
          Math.round(Number(group.share_from) * SHARE_SCALE)) /
        SHARE_SCALE,
      netMinor: Number(group.commissionable),
      deductionMinor: 0,
    };
    const commission = group.tiered
      ? Number(group.tier_commission)
      : lineCommissions(planOf(group.employee_id), [line])[0]! * group.lines;
    const own = sold.get(group.employee_id) ?? { net: 0, deduction: 0, commission: 0 };
    sold.set(group.employee_id, {
      net: own.net + Number(group.net),
      deduction: own.deduction + Number(group.deduction),
      commission: own.commission + commission,
    });
  }
  // The refunded orders' lines of this period, worked as the statement works them.
  const worked = soldOfRefunded.map((line): WorkedLine => ({
    line,
    day: line.day,
    quantity: line.quantity,
    net: line.netMinor,
    deduction: line.deductionMinor,
    commissionable: commissionableOf(line),
    commission:
      tieredCommissions.get(`${line.employeeId}:${line.lineId}`) ??
      lineCommissions(planOf(line.employeeId), [line])[0]!,
    refund: false,
  }));
  const refunded = await refundedIn(db, business, period, employees, plans, refunds, worked);
  return employees.map((employee) =>
    statementFigures(
      business,
      period,
      employee,
      facts,
      sold.get(employee.id) ?? { net: 0, deduction: 0, commission: 0 },
      refunded.get(employee.id) ?? [],
      facts.tips.get(employee.id) ?? 0,
    ),
  );
};
