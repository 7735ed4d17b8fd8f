/** The top bar's square icon buttons: the menu's opener and its close button. */
export const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 ' +
  'transition-colors hover:bg-slate-100 hover:text-slate-900';
