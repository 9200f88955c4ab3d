import { useEffect, type RefObject } from 'react';
import { Button } from '#web/components/ui/button';
import { useUser } from '#web/lib/user-store';
import { TradeAreaPanel } from './trade-area-panel';
import { useAreaEditor } from './use-area-editor';
import './area-editor.css';

/** Saves the areas the editor shows if they changed; resolves to false when the server refused them. */
export type AreaSaver = () => Promise<boolean>;

export interface AreaEditorProps {
  /** The location step's hold on the save, so its Continue keeps what the trader moved. */
  saver?: RefObject<AreaSaver | null>;
}

/**
 * Where the trader works, per trade (decision 087): used on /my-account/areas and, smaller,
 * on the location step once the work address is saved.
 */
export function AreaEditor({ saver }: AreaEditorProps) {
  const editor = useAreaEditor();
  useEffect(() => {
    if (!saver) return;
    saver.current = editor.saveIfChanged;
    return () => {
      saver.current = null;
    };
  });
  const user = useUser();
  const names = new Map((user?.trades ?? []).map((trade) => [trade.id, trade.name]));
  if (editor.areas === null) return <p aria-busy="true">Loading your areas…</p>;
  if (editor.areas.length === 0) return <p>Choose your trades first: each trade then gets its own area here.</p>;
  return (
    // a group, not a form: on the location step it sits inside the step's own form
    <div className="area-editor" role="group" aria-busy={editor.form.pending || undefined} aria-label="Service areas">
      <p className="area-editor__intro">
        For each trade, homeowners within the radius of any of its postcodes can find you and ask for quotes. Move a slider with the arrow
        keys.{saver && ' Continue saves your areas too.'}
      </p>
      {editor.areas.map((area, index) => (
        <TradeAreaPanel key={area.trade_id} index={index} area={area} tradeName={names.get(area.trade_id) ?? 'Trade'} editor={editor} />
      ))}
      <div role="status">{editor.savedNote && <p className="notice">Your areas are saved.</p>}</div>
      <Button className="area-editor__save" pending={editor.form.pending} onClick={() => void editor.save()}>
        Save areas
      </Button>
    </div>
  );
}
