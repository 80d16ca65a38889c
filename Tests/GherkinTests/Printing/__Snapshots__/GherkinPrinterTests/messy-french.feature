# top comment
# language: fr
@wip @a11y
Fonctionnalité: Bouton
  Description libre
  # commentaire dans la description

  Contexte:
    Soit un bouton
  # avant le scénario
  # entre tag et scénario

  @smoke
  Plan du scénario: annonce <x>
    Quand on appuie sur <touche>
      | col  | 2020 | n        |
      | a\|b |    1 | 3 apples |
      | 日本 | 12.5 |       -7 |
      # dans la table
    Alors le lecteur d'écran annonce "<x>"
      """text
      Bouton <x>, "désactivé"
      """

    Exemples:
      | x       | touche |
      | Valider | Entrée |
      | Annuler | Échap  |
# fin
