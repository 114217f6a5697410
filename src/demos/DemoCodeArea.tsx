import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { CodeStyling } from '../contracts';
import { CodeBlock, COPIED_MS } from '../code/CodeBlock';
import { useTranslate } from '../i18n/I18nProvider';
import { ToolbarButton } from './DemoToolbarParts';
import { DemoFileTabs } from './DemoFileTabs';
import type { DemoEditControllerProps } from './edit/DemoEditController';
import type { useDemoEditing } from './useDemoEditing';

const Area = styled('div')(({ theme }) => ({
  position: 'relative',
  '& > .demo-edit-start': { position: 'absolute', bottom: 8, insetInlineEnd: 8, color: '#79c0ff', backgroundColor: 'rgba(15, 23, 32, 0.9)' },
  '& .demo-editor-hint': { margin: 0, padding: '6px 12px', fontSize: '0.8125rem', color: (theme.vars ?? theme).palette.text.secondary },
  '& .demo-editor-slot:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
  '& .demo-edit-failed': { margin: '4px 0 0', fontSize: '0.8125rem', color: (theme.vars ?? theme).palette.error.main },
}));

const Code = styled(CodeBlock)({
  margin: 0,
  '& > pre': { borderTopLeftRadius: 0, borderTopRightRadius: 0 },
});

type ControllerProps = Omit<DemoEditControllerProps, 'editorSlot' | 'onState' | 'onLeave' | 'autoFocus'> & { styling: CodeStyling };

interface DemoCodeAreaProps {
  editing: ReturnType<typeof useDemoEditing>;
  codeId: string;
  /** The reader asks to edit (a click in the code, or the "Edit the code" button). */
  onStart: (focus: boolean) => void;
  /** Esc in the editor. */
  onLeave: () => void;
  /** What the editor needs, once the demo's sources have arrived. */
  controller: ControllerProps | null;
  code: Pick<React.ComponentProps<typeof CodeBlock>, 'code' | 'html' | 'htmlKey' | 'busy' | 'language' | 'analyticsLabel' | 'hoverKey'>;
  /** A demo of several files: their tabs, and the file shown when it is not the demo's own (null). */
  tabs: {
    files: readonly string[];
    selected: number;
    onSelect: (index: number) => void;
    label: string;
    other: Pick<React.ComponentProps<typeof CodeBlock>, 'code' | 'html' | 'busy' | 'language' | 'hoverKey'> | null;
  } | null;
}

/**
 * The code under a demo: highlighted with an "Edit the code" button (a click in the code does the
 * same), then, once the editor's chunk and the sources are there, the editor in its place.
 */
export function DemoCodeArea({ editing, codeId, onStart, onLeave, controller, code, tabs }: DemoCodeAreaProps) {
  const t = useTranslate();
  const [editorSlot, setEditorSlot] = React.useState<HTMLDivElement | null>(null);
  const tabsId = React.useId();
  const Controller = editing.Controller;
  const other = tabs?.other ?? null;
  // Another file of the demo, read-only: the editor (when open) stays mounted out of sight with its edit.
  const otherCode = other ? <Code {...other} id={`${codeId}-file`} revertAfter={COPIED_MS.demo} analyticsLabel={code.analyticsLabel} /> : null;
  const area = (
    <Area>
      {Controller && controller ? (
        <React.Fragment>
          <div ref={setEditorSlot} id={codeId} className="demo-editor-slot" tabIndex={-1} data-editing="" hidden={other !== null} />
          {otherCode}
          <Controller
            key={`${editing.generation}/${controller.styling}/${controller.variant}`}
            {...controller}
            editorSlot={editorSlot}
            onState={editing.onState}
            onLeave={onLeave}
            autoFocus={editing.autoFocus}
          />
        </React.Fragment>
      ) : (
        <React.Fragment>
          {otherCode ?? (
            // A click in the code starts the editor, but not one on a name with a type to show (a tap on a phone).
            <div onClick={(event) => (event.target as Element).closest('pre') && !(event.target as Element).closest('[data-t]') && onStart(true)}>
              <Code id={codeId} {...code} busy={code.busy || editing.editing} revertAfter={COPIED_MS.demo} />
            </div>
          )}
          <ToolbarButton
            type="button"
            className="demo-edit-start"
            onClick={() => {
              // The editor edits the demo's own file: its tab comes back first.
              tabs?.onSelect(0);
              onStart(true);
            }}
          >
            {t('code.editHint')}
          </ToolbarButton>
        </React.Fragment>
      )}
      {editing.failed ? (
        <p role="alert" className="demo-edit-failed">
          {t('code.editorFailed')}
        </p>
      ) : null}
    </Area>
  );
  if (!tabs) return area;
  return (
    <React.Fragment>
      <DemoFileTabs files={tabs.files} selected={tabs.selected} onSelect={tabs.onSelect} label={tabs.label} idPrefix={tabsId} panelId={`${tabsId}-panel`} />
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tabs.selected}`}>
        {area}
      </div>
    </React.Fragment>
  );
}
