#include "scenes/PlayerNameDialog.h"

#include "table/SpokenWords.h"
#include "text/Translate.h"
#include "ui/PlayerNameRow.h"

#include <nlohmann/json.hpp>

#include <utility>

namespace scoundrel::game {

PlayerNameDialog::PlayerNameDialog(GameContext& context, const std::string& name, std::string prompt,
                                   std::function<void(const std::string&)> onSave)
    : TextEntryDialog(
          context,
          {"cancel", std::string(tr("Cancel")), "save_name", std::string(tr("Save name")), "field.name", prompt}),
      m_prompt(std::move(prompt)),
      m_onSave(std::move(onSave))
{
    field() = nameField(context.assets);
    field().setText(name);
    field().selectAll(); // typing replaces the name
}

std::string PlayerNameDialog::title() const
{
    return std::string(tr("Change name"));
}

std::string PlayerNameDialog::placeholder() const
{
    return std::string(tr("no name given"));
}

void PlayerNameDialog::entered()
{
    if (m_context.scenes.deviceInUse().pad)
        field().deselect();
    TextEntryDialog::entered();
}

void PlayerNameDialog::submit()
{
    // The callback outlives the dialog, which the pop ends.
    auto onSave = std::move(m_onSave);
    const std::string name = typed();
    m_context.scenes.pop();
    if (onSave)
        onSave(name);
}

void PlayerNameDialog::cancel()
{
    m_context.scenes.pop();
}

std::string PlayerNameDialog::spokenTitle() const
{
    return spokenSentences({spokenScreenName(title()), m_prompt});
}

std::string PlayerNameDialog::spokenFocus() const
{
    return spokenNameField(m_field.text(), m_context.scenes.deviceInUse(), m_field.selected());
}

nlohmann::json PlayerNameDialog::dumpFields() const
{
    return {{"text", m_field.text()}, {"selected", m_field.selected()}, {"message", message()}};
}

} // namespace scoundrel::game
