/** What other areas use of this area; they import nothing else of it. */
export { StatisticCard } from './StatisticCard';
export { LazySparkline } from './charts/LazyCharts';
export { ReportDateFilter } from './dateFilter/ReportDateFilter';
