// The shifts' two pages in one chunk.
export { ShiftsPage } from './shifts-page';
export { ShiftPage } from './shift-page';
