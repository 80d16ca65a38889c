# language: de
@de
Funktionalität: Übersetzung
  Grundlage:
    Angenommen es gibt einen Hintergrund
  Regel: Erste Regel
    Szenario: Erstes
      Wenn etwas passiert
      Dann sieht man es
      Und noch etwas
      Aber nicht das
  Regel:
    Szenariogrundriss: Umriss <n>
      Gegeben sei <n>
      Beispiele:
        | n |
        | 1 |
