import { progressBarProps, SERVER_SIDE_GRID } from './serverGrid';

const tableIn = (state: { showProgressBars?: boolean; isSaving?: boolean }) => ({
  table: { getState: () => state },
});

describe('SERVER_SIDE_GRID', () => {
  it('animates the progress bars only while they show', () => {
    expect(SERVER_SIDE_GRID.mantineProgressProps).toBe(progressBarProps);
    expect(progressBarProps(tableIn({}))).toMatchObject({ animated: false });
    expect(progressBarProps(tableIn({ showProgressBars: false, isSaving: false }))).toMatchObject({
      animated: false,
    });
    expect(progressBarProps(tableIn({ showProgressBars: true }))).toMatchObject({ animated: true });
    expect(progressBarProps(tableIn({ isSaving: true }))).toMatchObject({ animated: true });
  });
});
