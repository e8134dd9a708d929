export { DailyChart } from './DailyChart/DailyChart';
