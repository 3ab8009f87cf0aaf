#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "core/SettingsTable.h"
#include "scenes/ControlsTab.h"
#include "ui/ButtonGroup.h"
#include "ui/Choice.h"
#include "ui/ScrollRows.h"
#include "ui/ShareByNeed.h"
#include "ui/TabBar.h"

#include <vector>

namespace scoundrel::game {

// The preferences on five tabs, one row for each row of the settings table
// (GameContext::settingRows, SettingsTable.h) on the tab the row names: Game (the mode
// for new runs, a preset or Custom, with its description and difficulty; what the game
// opens on), Rules (every variant, each its own row; a change there makes the mode
// Custom unless the rules equal a preset), Display (animation speed, suit colours, deck,
// card back, table colour, with a preview, and full screen), Sound (volume, mute, music
// and its volume), Accessibility (text size, high contrast, reduced motion) and Controls
// (the keys, ControlsTab). Every change is applied and
// saved at once; there is no OK button. The keys reach everything: Up, Down and Tab go
// from the tab bar through the rows to Back, Left and Right choose, Page Up and Page
// Down (or Ctrl+Tab) turn the tabs. At a large text size each row's label stands above its
// options, and the rows that do not fit the panel scroll (ScrollRows): the focused row is
// always shown, the wheel and the bar beside the rows scroll them.
class SettingsScene : public Scene, public LayoutDumpable {
public:
    explicit SettingsScene(GameContext& context);

    std::string name() const override { return "settings"; }
    void handleEvent(const InputEvent& event) override;
    bool update(double seconds) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    // Speech: the screen and its tab as it opens; the tab, or the row with the focus and its
    // value (said again as it changes).
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

    // Selects option index of the row id, applies it and saves.
    void choose(const std::string& id, int index);

private:
    void readSettings();
    // The option row i shows for the settings as they are, and whether every row shows it.
    int rowFromSettings(std::size_t i) const;
    bool rowsFollowSettings() const;
    // The mode row, when the table has one.
    const Choice* modeRow() const;
    // Whether the tab shown has a row of kind, or the row the deck preview goes with.
    bool onTab(SettingKind kind) const;
    bool previewShown() const;
    // The rules the Rules tab's rows show.
    Rules rulesOfRows() const;
    // The rules from the mode row when it changed, otherwise from the variant rows.
    void applyRules();
    // The line under the mode's description: the preset's difficulty, or Custom's rules.
    std::string modeLine() const;
    // The line as shown in room at size: custom rules too many for its lines give their values alone.
    std::string modeLineIn(Painter& painter, int room, int size) const;
    int modeLineRoom() const;
    // The lines the rows of the tab take for their explanations, measured; true when they
    // changed (the rows are then laid out again).
    bool measureExplanations(Painter& painter);
    int explanationLinesOf(std::size_t row) const;
    void apply();
    // Whether speech is on and known to go unheard (no Speech Dispatcher).
    bool voiceUnheard() const;
    // At each layout, the lines of the rows whose choice is not what is seen, in the accent
    // colour: Speech's while it goes unheard, the deck's and the table's under high contrast.
    void noteOverrides();
    // The language row changed: the game speaks the new language, this screen at once
    // (the screens under it when they are next entered).
    void useNewLanguage();
    // Each language's line says what a launch's --language speaks, until one is chosen here.
    void noteLaunchLanguage();
    // The rows of the tab shown, as indices into m_choices.
    std::vector<std::size_t> rowsOnTab() const;
    bool onControlsTab() const;
    // The focus stops between the tab bar and Back: the tab's rows, or the Controls tab's.
    int rowStops() const;
    void showTab(int tab);
    // The room above a section's header, apart from the rows above it.
    int headerGap() const;
    // The rows' heights at the text size, for the scroll (layout), and the rows it shows
    // placed in the view (after a scroll).
    std::vector<int> rowHeights() const;
    // The rows' widths, those beside the deck preview narrower, in the order of rowsOnTab.
    std::vector<int> rowWidths() const;
    int previewWidth() const;
    int previewHeight() const;
    // A row's options' one size and lines at the larger text sizes (none at the others).
    OneSize optionFit(const Choice& choice, int rowW) const;
    // The room an option's words leave in their segment, both sides together.
    int optionPadding() const;
    void placeRows();
    // The rows scrolled (the wheel, the bar): the focus moves onto a row still shown.
    void followScroll();
    bool handleMouse(const InputEvent& event);
    bool handleChoiceEvent(const InputEvent& event);
    void moveRowFocus(int step);
    void drawPreview(Painter& painter) const;

    GameContext& m_context;
    std::span<const SettingRow> m_rows;
    std::vector<Choice> m_choices; // one per row, in the table's order
    TabBar m_tabs;
    int m_modeShown = 0; // the mode row's option as last read
    bool m_custom = false; // Custom chosen, even while the variants equal a preset
    bool m_showRulesTab = false; // Custom was just chosen
    int m_focus = 0; // -1 the tab bar, a row of the tab shown, or their count for Back
    ButtonGroup m_buttons;
    Rect m_panel;
    // The text size's metrics (layout): large stacks each row's label over its options.
    bool m_large = false;
    int m_modeLineRows = 1; // the lines the mode's difficulty takes at the larger text sizes
    // Each row's explanation's lines at the larger text sizes (one or two, measured in
    // render), by the row's index in m_choices.
    std::vector<int> m_explanationLines;
    int m_titleSize = 0;
    int m_rowHeight = 0;
    int m_labelAbove = 0; // the label's line over its options (large)
    int m_segmentHeight = 0;
    int m_headerHeight = 0;
    Rect m_view; // where the rows are shown
    ScrollRows m_scroll;
    Rect m_preview;
    Rect m_noDevice; // on the Sound tab when no device plays: the settings are kept, unheard
    std::vector<std::pair<Rect, std::string>> m_headers; // the tab's headers
    bool m_voiceUnheard = false; // as at the last layout
    double m_voiceWait = 0; // seconds left to look for the voice's answer (update)
    ControlsTab m_controls;
};

} // namespace scoundrel::game
