import type { SalesReport } from '@halwai/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reportQuery, type ReportRange } from '../../../lib/report-range';

export const getSalesReport = (range: ReportRange, signal?: AbortSignal) =>
  apiFetch<SalesReport>(`/api/admin/reports/sales?${reportQuery(range)}`, { signal });

export const salesReportQueryOptions = (range: ReportRange) =>
  queryOptions({ queryKey: ['sales-report', range.from, range.to], queryFn: ({ signal }) => getSalesReport(range, signal) });

/** The figures of a range; the previous range's stay on screen while the next one loads. */
export function useSalesReport(range: ReportRange) {
  return useQuery({ ...salesReportQueryOptions(range), placeholderData: keepPreviousData });
}
